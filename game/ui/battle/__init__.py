"""The battle screen: the table with its tools, the header, the side panel and the bottom strip.

``BattleScene`` (scene.py) is what ``game.ui.battle_entry.open_battle`` shows. Input becomes actions
only in ``BattleController`` (controller.py), which applies them through the session and tells its
listeners (the dice tray, the log...) what happened. The Command phase has its own tools: orders and
the order planner (orders.py, planner.py), ghost moves and charge previews (ghosts.py) and character
moves (characters.py); every other step is played from the list of the actions the rules allow.
"""
